/**
 * What a student earns for their IT task work (docs/IT-POINTS.md): paid once per student and lesson, ever, when the
 * teacher accepts the solution (`it_task_rewards`).
 */
export const IT_TASK_POINTS = { accepted: 10 } as const;
export const IT_TASK_POINTS_REASON = 'task_accepted';
