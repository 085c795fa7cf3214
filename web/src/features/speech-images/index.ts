export { speechImageKeys, useSpeechImages } from './speechImages.queries.ts';
