export { ClassPageFrame } from './ClassPageFrame.tsx';
export { teacherKeys, useTeacherClasses } from './groups.queries.ts';
export { useNotifyClassError } from './useNotifyClassError.ts';
