export { GYMNASTICS_PAGE_PATH, GymnasticsReminderNote, GymnasticsTile } from './GymnasticsEntry.tsx';
