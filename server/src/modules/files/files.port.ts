import { attachableFileIds, attachmentFileIds, filesByIds, insertFile } from './files.repo.ts';

/** What other modules may ask of stored files' rows; each takes the caller's connection or transaction. */
export const filesPort = { filesByIds, attachableFileIds, attachmentFileIds, insertFile };

export type FilesPort = typeof filesPort;
