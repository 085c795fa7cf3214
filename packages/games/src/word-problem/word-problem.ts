import { wordProblemSettingsShape } from '@umka/contracts';
import { z } from 'zod';
import { accuracyOutcome, hundredths, typingFloorMs } from '../common/human.ts';
import { digitRange } from '../common/pick.ts';
import { ExpressionError } from '../expression/ast.ts';
import { evaluate } from '../expression/evaluate.ts';
import { parseExpression } from '../expression/parse.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { fillText, fillTexts, templateIssues, type WordProblemTemplate, type WordProblemTexts } from './template.ts';

/**
 * The server puts the admin tasks of the student's class into the session's settings: each once, each obeying the
 * trainer's rules.
 */
export const wordProblemSettings = wordProblemSettingsShape.superRefine((settings, ctx) => {
  if (new Set(settings.templates.map((template) => template.id)).size !== settings.templates.length) {
    ctx.addIssue({ code: 'custom', path: ['templates'], message: 'FIELD_INVALID' });
  }
  settings.templates.forEach((template, index) => {
    for (const issue of templateIssues(template)) {
      ctx.addIssue({ code: 'custom', ...issue, path: ['templates', index, ...issue.path] });
    }
  });
});
export type WordProblemSettings = z.infer<typeof wordProblemSettings>;

export interface WordProblemTask {
  templateId: number;
  /** The Russian text; `texts` holds it in each interface language. */
  text: string;
  texts: WordProblemTexts;
  values: Record<string, number>;
  answer: number;
}

/** The admin tasks a student of `classNumber` plays: the word-problem trainer is filtered by class. */
export function templatesForClass(
  templates: readonly WordProblemTemplate[],
  classNumber: number,
): WordProblemTemplate[] {
  return templates.filter((t) => t.classNumber === classNumber);
}

/** Reading a word problem before solving it; texts are short, so a flat floor is enough. */
const READING_FLOOR_MS = 2000;
/** Draws per task before the template is judged unfillable (say `a / (b - b)`) and skipped. */
const MAX_DRAWS = 200;

function fill(rng: Rng, template: WordProblemTemplate): WordProblemTask | null {
  const tree = parseExpression(template.expression);
  const [lowest, max] = digitRange(template.digitRank);
  // One basket, one pupil at each desk, × 1 and ÷ 1 make no problem worth solving: one digit starts at 2.
  const min = Math.max(lowest, 2);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const values = Object.fromEntries(template.variables.map((name) => [name, rng.int(min, max)]));
    try {
      const answer = evaluate(tree, values, { exactDivision: template.integerAnswer });
      // Problems for children have answers they can state: not negative, and at most 2 decimals.
      if (answer < 0 || Math.abs(answer * 100 - hundredths(answer)) > 1e-6) continue;
      return {
        templateId: template.id,
        text: fillText(template.text, values),
        texts: fillTexts(template, values),
        values,
        answer,
      };
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
    }
  }
  return null;
}

export const wordProblemRules: TrainerRules<WordProblemSettings, WordProblemTask, number> = {
  component: 'wordProblem',
  settings: wordProblemSettings,
  defaults: {
    templates: [
      {
        id: 1,
        // Written without words, so the default reads the same in every locale.
        text: '{a} × {b} = ?',
        expression: 'a * b',
        variables: ['a', 'b'],
        digitRank: 1,
        integerAnswer: true,
        classNumber: 2,
      },
    ],
    count: 5,
  },
  answer: z.number().finite(),
  generate(seed, settings) {
    const rng = createRng(seed);
    const tasks: WordProblemTask[] = [];
    for (let i = 0; i < settings.count; i++) {
      const template = settings.templates[rng.int(0, settings.templates.length - 1)];
      const task = template && fill(rng, template);
      if (task) tasks.push(task);
    }
    return tasks;
  },
  check: (task, answer) => hundredths(task.answer) === hundredths(answer),
  minAnswerMs: (task) => READING_FLOOR_MS + typingFloorMs(task.answer),
  timeLimitMs: () => null,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
