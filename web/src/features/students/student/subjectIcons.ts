import {
  type Icon,
  IconAbacus,
  IconBook,
  IconBooks,
  IconCertificate,
  IconCode,
  IconMathSymbols,
  IconSchool,
} from '@tabler/icons-react';
import type { SubjectMainId } from '@umka/contracts';

/** A picture per direction so children who do not read well yet still find theirs. */
export const SUBJECT_ICONS: Record<SubjectMainId, Icon> = {
  1: IconMathSymbols,
  2: IconBook,
  3: IconAbacus,
  8: IconCode,
  9: IconBooks,
  10: IconSchool,
  11: IconCertificate,
};
