import type { UsersPort } from '../users/users.port.ts';
import { createLibraryContext, type LibraryDeps } from './library-context.ts';
import { createLibraryMaterialsService, type LibraryMaterialsService } from './library-materials.service.ts';
import { createLibraryPagesService, type LibraryPagesService } from './library-pages.service.ts';
import { createLibrarySharingService, type LibrarySharingService } from './library-sharing.service.ts';
import { createLibraryUploadsService, type LibraryUploadsService } from './library-uploads.service.ts';

export type { WriteContext } from './library-context.ts';
export type { DownloadedDocument } from './library-uploads.service.ts';

/**
 * The school's library (issue [14], docs/MATERIALS-STUDIO.md), one part by concern: the materials' records, their
 * files, the studio pages, and teachers' shares with their classes.
 */
export interface LibraryService
  extends LibraryMaterialsService,
    LibraryUploadsService,
    LibraryPagesService,
    LibrarySharingService {}

export function createLibraryService(deps: LibraryDeps & { users: Pick<UsersPort, 'findAuthState'> }): LibraryService {
  const library = createLibraryContext(deps);
  return {
    ...createLibraryMaterialsService(deps, library),
    ...createLibraryUploadsService(deps, library),
    ...createLibraryPagesService(deps, library),
    ...createLibrarySharingService(deps, library),
  };
}
