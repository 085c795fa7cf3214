import type { Attendance, ClassExportSection, HomeworkAnswerStatus, Locale } from '@umka/contracts';

export type HomeworkState = 'done' | 'in_progress' | 'not_started' | 'overdue';

export interface ExportLabels {
  sheets: Record<ClassExportSection, string>;
  trainers: readonly string[];
  homework: readonly string[];
  diary: readonly string[];
  homeworkStates: Record<HomeworkState, string>;
  reviews: Record<HomeworkAnswerStatus, string>;
  attendance: Record<Attendance, string>;
}

/** The header rows and values of an export in the teacher's language. */
export const EXPORT_LABELS: Record<Locale, ExportLabels> = {
  'ru-RU': {
    sheets: { trainers: 'Тренажёры', homework: 'Домашние задания', diary: 'Дневник' },
    trainers: ['Ученик', 'Тренажёр', 'Раундов', 'Лучший результат', 'Средний результат', 'Время, мин'],
    homework: ['Ученик', 'Задание', 'Выдано', 'Срок', 'Статус', 'Выполнено пунктов', 'Проверка', 'Комментарий учителя'],
    diary: ['Дата', 'Тема', 'Ученик', 'Посещение', 'Оценка', 'Комментарий'],
    homeworkStates: { done: 'выполнено', in_progress: 'в работе', not_started: 'не начато', overdue: 'просрочено' },
    reviews: { accepted: 'принято', needs_rework: 'на доработку', submitted: 'ждёт проверки' },
    attendance: { present: 'присутствие', late: 'опоздание', absent: 'отсутствие' },
  },
  'en-US': {
    sheets: { trainers: 'Trainers', homework: 'Homework', diary: 'Diary' },
    trainers: ['Student', 'Trainer', 'Rounds', 'Best score', 'Average score', 'Time, min'],
    homework: ['Student', 'Homework', 'Given', 'Due', 'Status', 'Items done', 'Review', "Teacher's comment"],
    diary: ['Date', 'Topic', 'Student', 'Attendance', 'Mark', 'Comment'],
    homeworkStates: { done: 'done', in_progress: 'in progress', not_started: 'not started', overdue: 'overdue' },
    reviews: { accepted: 'accepted', needs_rework: 'needs rework', submitted: 'awaiting review' },
    attendance: { present: 'present', late: 'late', absent: 'absent' },
  },
  'uk-UA': {
    sheets: { trainers: 'Тренажери', homework: 'Домашні завдання', diary: 'Щоденник' },
    trainers: ['Учень', 'Тренажер', 'Раундів', 'Найкращий результат', 'Середній результат', 'Час, хв'],
    homework: ['Учень', 'Завдання', 'Видано', 'Термін', 'Статус', 'Виконано пунктів', 'Перевірка', 'Коментар учителя'],
    diary: ['Дата', 'Тема', 'Учень', 'Відвідування', 'Оцінка', 'Коментар'],
    homeworkStates: { done: 'виконано', in_progress: 'у роботі', not_started: 'не розпочато', overdue: 'прострочено' },
    reviews: { accepted: 'прийнято', needs_rework: 'на доопрацювання', submitted: 'чекає перевірки' },
    attendance: { present: 'присутність', late: 'запізнення', absent: 'відсутність' },
  },
};
