/** A file field's size limit when its builder sets none. */
export const DEFAULT_MAX_FILE_SIZE_MB = 5;
