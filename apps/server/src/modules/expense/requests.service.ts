// Submitting, listing and reading requests (decision 0028).
export { createRequest } from './requests-create.ts';
export { listRequests } from './requests-list.ts';
export { getRequest, requestHistoryOf } from './requests-read.ts';
