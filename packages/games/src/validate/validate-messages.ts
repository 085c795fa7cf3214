import type { LocalizedText } from '@umka/contracts';
import type { RejectReason, RoundVerdict } from './validate-round.ts';

const REJECT_MESSAGES: Record<RejectReason, LocalizedText> = {
  bad_settings: {
    'ru-RU': 'Настройки игры вне допустимых границ',
    'en-US': 'The game settings are out of bounds',
    'uk-UA': 'Налаштування гри поза допустимими межами',
  },
  bad_timing: {
    'ru-RU': 'Время ответа указано неверно',
    'en-US': 'An answer time is not valid',
    'uk-UA': 'Час відповіді вказано неправильно',
  },
  index_out_of_range: {
    'ru-RU': 'Ответ на задание, которого не было',
    'en-US': 'An answer to a task that was never given',
    'uk-UA': 'Відповідь на завдання, якого не було',
  },
  duplicate_index: {
    'ru-RU': 'На одно задание ответили дважды',
    'en-US': 'A task was answered twice',
    'uk-UA': 'На одне завдання відповіли двічі',
  },
  bad_answer: {
    'ru-RU': 'Ответ в неверном формате',
    'en-US': 'An answer has the wrong format',
    'uk-UA': 'Відповідь у неправильному форматі',
  },
  too_fast: {
    'ru-RU': 'Ответ быстрее, чем может человек',
    'en-US': 'An answer came faster than a person can answer',
    'uk-UA': 'Відповідь швидша, ніж може людина',
  },
  timing_mismatch: {
    'ru-RU': 'Время ответов больше времени игры',
    'en-US': 'The answers took longer than the game itself',
    'uk-UA': 'Час відповідей більший за час гри',
  },
  over_time: {
    'ru-RU': 'Время вышло',
    'en-US': 'Time is out',
    'uk-UA': 'Час вийшов',
  },
};

export const rejectMessage = (reason: RejectReason): LocalizedText => REJECT_MESSAGES[reason];

/**
 * The spec §5 fields of a speed-test (and any trainer) result, shaped as `trainerResultSchema` in
 * @umka/contracts: the message says why a round was rejected and is null when it was accepted.
 */
export function validateFields(verdict: RoundVerdict): {
  validate_status: RoundVerdict['status'];
  validate_message: LocalizedText | null;
} {
  return {
    validate_status: verdict.status,
    validate_message: verdict.status === 'ok' ? null : REJECT_MESSAGES[verdict.reason],
  };
}
