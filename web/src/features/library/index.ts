export { ClassLibraryMaterials } from './ClassLibraryMaterials.tsx';
export { LibraryFiltersBar } from './LibraryFiltersBar.tsx';
export { LibraryMaterialOpen } from './LibraryMaterialOpen.tsx';
export type { LibraryMaterialSource } from './library.queries.ts';
export { SchoolLibrarySection } from './teacher/SchoolLibrarySection.tsx';
export { useFilteredLibrary } from './useLibraryFilters.ts';
