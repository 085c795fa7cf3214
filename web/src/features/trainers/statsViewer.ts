/** Who reads the statistics: the student about themselves, or their teacher about them. */
export type StatsViewer = 'student' | 'teacher';
