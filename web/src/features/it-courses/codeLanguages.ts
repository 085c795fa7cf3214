/**
 * The languages a lesson's code block may name (its `language-…` class), each a highlight.js grammar the lesson page
 * loads: the ones children meet in the courses. A block with none is coloured by whichever of these fits best.
 */
export const CODE_LANGUAGES = [
  { id: 'python', label: 'Python' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'xml', label: 'HTML' },
  { id: 'css', label: 'CSS' },
  { id: 'cpp', label: 'C++' },
  { id: 'java', label: 'Java' },
  { id: 'csharp', label: 'C#' },
  { id: 'sql', label: 'SQL' },
  { id: 'bash', label: 'Bash' },
  { id: 'json', label: 'JSON' },
] as const;
export type CodeLanguageId = (typeof CODE_LANGUAGES)[number]['id'];
