import { IconBook2, IconFileText, IconLink, IconPhoto, IconVideo } from '@tabler/icons-react';
import type { HomeworkMaterial } from '@umka/contracts';

/** The icon of each kind of library material, the same in the teacher's picker and the student's homework. */
export const MATERIAL_KIND_ICONS: Record<HomeworkMaterial['kind'], typeof IconBook2> = {
  page: IconBook2,
  document: IconFileText,
  picture: IconPhoto,
  video: IconVideo,
  link: IconLink,
};
