export { ParentChatSwitch } from './ParentChatSwitch.tsx';
