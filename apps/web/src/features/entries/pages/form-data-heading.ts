/** The entries table's page heading; its first frame (decision 0047) says it too. */
export const FORM_DATA_HEADING = 'Form Data';
