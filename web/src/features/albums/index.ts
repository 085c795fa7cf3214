export * from './albums.queries.ts';
export { type AlbumsTabKey, AlbumsTabs } from './student/AlbumsTabs.tsx';
