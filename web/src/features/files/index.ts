export { FileDownloadButton } from './FileDownloadButton.tsx';
export { PictureButton } from './PictureButton.tsx';
export { uploadPrivateFile } from './uploadFile.ts';
export { isPicture, type PictureViewer, usePictureViewer } from './usePictureViewer.tsx';
