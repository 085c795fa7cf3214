export { PictureLoginSwitch } from './PictureLoginSwitch.tsx';
