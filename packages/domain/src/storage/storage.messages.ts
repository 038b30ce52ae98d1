/** Every word of the storage app: the spec's catalogue (§5, §6, §8) word for word, then ours (marked). */
export const storageMessages = {
  // Quick actions (§8).
  quickActionsFailed: 'Failed to update Quick Actions',
  quickActionAdded: 'Added to Quick Actions',
  quickActionRemoved: 'Removed from Quick Actions',
  // Folders (§5, §8).
  loadFoldersFailed: 'Failed to load folder names',
  resolveFolderFailed: 'Failed to resolve or create folder path',
  createFolderError: (message: string) => `Error creating folder: ${message}`,
  enterFolderName: 'Please enter a folder name',
  pathExists: 'This folder path already exists',
  selectPath: 'Please select or create a folder path',
  selectCreationConfig: 'Please select a creation configuration',
  enterDisplayName: 'Please enter a display name',
  // Upload (§5, §8).
  selectFolderFirst: 'Please select folder name first',
  selectFolder: 'Please select a folder name',
  noFileSelected: 'No file selected for upload.',
  webcamFailed: 'Failed to access webcam. Please check permissions.',
  folderIdFailed: 'Failed to retrieve token or folder ID.',
  sessionFailed: 'Failed to create upload session.',
  uploadIncomplete: 'Upload did not complete successfully.',
  uploadFailed: 'Failed to upload file.',
  uploaded: (fileName: string) => `File "${fileName}" uploaded successfully.`,
  // Download and share (§8).
  notInStorage: 'Unable to get file from the storage',
  downloadError: 'Error during downloading file',
  downloadFailed: 'Failed to download file.',
  shareFailed: 'Failed to share the file.',
  shareUnsupported: 'Sharing not supported in this browser. File has been downloaded instead.',
  downloaded: 'File downloaded successfully!',
  allDownloaded: 'All files downloaded.',
  // Delete (§6, §8).
  noDeletePermission: 'You do not have permission to delete files',
  alreadyDeleted: 'File not found or already deleted.',
  noDocument: 'No document found with this drive_id.',
  deleteFailed: 'Failed to delete file.',
  deleted: 'File deleted successfully.',
  // Other (§2, §8).
  noFiles: 'No files found',
  // The access line (§6).
  access: {
    viewAll: 'View All',
    viewSelf: 'View Self',
    editAll: 'Edit All',
    editSelf: 'Edit Self',
    none: 'View None',
  },

  // Not in the specification (docs/decisions/0026).
  issuedInFuture: 'The issued date cannot be later than today.',
  issuedRequired: 'Please choose the issued date.',
  typeNotAccepted: 'Only images, PDF, Word (doc, docx) and Excel (xls, xlsx) files can be uploaded.',
  typeMismatch: (extension: string) =>
    `The file's content is not a ${extension} file. Only images, PDF, Word and Excel files can be uploaded.`,
  badFileName: 'The file name is not valid: use at most 255 bytes, without slashes or control characters.',
  fileTooLarge: (maxGiB: number) => `Files can be at most ${maxGiB} GiB.`,
  folderNotFound: 'Folder not found.',
  noFolderAccess: 'You have no access to this folder.',
  noStorageAccess: "You don't have access to the storage app.",
  onlyAdminsCreateFolders: 'Only organization admins can create folders.',
  displayNameTaken: 'Another folder already has this display name.',
  pathTooDeep: 'A folder path can have at most 8 levels.',
  fileNotFound: 'File not found.',
  duplicateFound: (fileName: string, when: string) =>
    `This file was already uploaded to this folder as "${fileName}" on ${when}. Upload it again?`,
  keepBoth: 'Upload anyway',
  waitingForConnection: 'Waiting for the connection to come back. The upload will continue by itself.',
  resumed: 'Upload resumed where it stopped.',
  zipPreparing: 'Preparing the zip…',
  confirmUpload: (fileName: string, folder: string) => `Upload "${fileName}" to ${folder}?`,
  toDateBeforeFrom: "The 'to' date cannot be before the 'from' date.",
  fromDateInFuture: "The 'from' date cannot be in the future.",
  filesDeleted: (count: number) => `${count} files deleted.`,
  folderCreated: 'Folder created successfully.',
  badCursor: 'This page of files is no longer available. Reload the list.',
  uploaderFilterDenied: 'Only users who view all files of a folder can filter by uploader.',
} as const;
