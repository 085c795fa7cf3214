export { ChatUnreadBadge } from './ChatUnreadBadge.tsx';
export { ParentChatSwitch } from './ParentChatSwitch.tsx';
