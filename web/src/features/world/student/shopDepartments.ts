import { type Icon, IconBriefcase, IconHanger, IconSofa } from '@tabler/icons-react';
import { isSubjectAllowed } from '@umka/contracts';

export type ShopDepartmentKey = 'character' | 'home' | 'job';

export interface ShopDepartment {
  key: ShopDepartmentKey;
  to: string;
  icon: Icon;
  color: string;
}

/** The shop's departments (spec §2 /shop: character, home, job), in the order the shop shows them. */
const SHOP_DEPARTMENTS: readonly ShopDepartment[] = [
  { key: 'character', to: '/shop/character', icon: IconHanger, color: 'grape' },
  { key: 'home', to: '/shop/home', icon: IconSofa, color: 'teal' },
  { key: 'job', to: '/shop/job', icon: IconBriefcase, color: 'orange' },
];

/** The job department furnishes a workplace, which only the job page group's subjects have. */
export function shopDepartments(mainId: number | null): ShopDepartment[] {
  return SHOP_DEPARTMENTS.filter(
    (department) => department.key !== 'job' || (mainId !== null && isSubjectAllowed('job', mainId)),
  );
}
