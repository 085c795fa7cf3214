import { z } from 'zod';

/**
 * What earns IT points (docs/IT-POINTS.md): an accepted task, each correct answer a quiz's best attempt adds, and a
 * student's first like of a project. The amounts are rows an admin edits; this order is the order they are shown in.
 */
export const IT_POINT_SOURCES = ['task_accepted', 'quiz_correct_answer', 'project_like'] as const;
export type ItPointSource = (typeof IT_POINT_SOURCES)[number];

/** Matches the CHECK of it_point_rules.points. */
export const IT_POINT_RULE_MAX = 1000;

export const itPointRuleSchema = z.object({ source: z.enum(IT_POINT_SOURCES), points: z.number().int() });
export type ItPointRule = z.infer<typeof itPointRuleSchema>;

export const itPointRulesSchema = z.object({ rules: z.array(itPointRuleSchema) });
export type ItPointRules = z.infer<typeof itPointRulesSchema>;

const pointsField = z
  .number({ error: 'FIELD_REQUIRED' })
  .int({ error: 'FIELD_INVALID' })
  .min(0, { error: 'FIELD_INVALID' })
  .max(IT_POINT_RULE_MAX, { error: 'FIELD_INVALID' });

/** The whole set at once: every source exactly once, so a rule is never left out by mistake. */
export const itPointRulesBodySchema = z.object({
  rules: z
    .array(z.object({ source: z.enum(IT_POINT_SOURCES, { error: 'FIELD_INVALID' }), points: pointsField }), {
      error: 'FIELD_REQUIRED',
    })
    .max(IT_POINT_SOURCES.length, { error: 'FIELD_INVALID' })
    .superRefine((rules, context) => {
      const seen = new Set<ItPointSource>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.source)) {
          context.addIssue({ code: 'custom', message: 'FIELD_INVALID', path: [index, 'source'] });
        }
        seen.add(rule.source);
      });
      for (const source of IT_POINT_SOURCES) {
        if (!seen.has(source)) context.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: [source] });
      }
    }),
});
export type ItPointRulesBody = z.infer<typeof itPointRulesBodySchema>;
