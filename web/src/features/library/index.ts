export { ClassLibraryMaterials } from './ClassLibraryMaterials.tsx';
export { SchoolLibrarySection } from './teacher/SchoolLibrarySection.tsx';
