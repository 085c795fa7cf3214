export { SubjectBadge } from './SubjectBadge.tsx';
export { SubjectSwitchHeading } from './SubjectSwitchHeading.tsx';
export { subjectKeys, useSubjects, useTeacherSubjects } from './subjects.queries.ts';
