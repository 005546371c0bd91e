// Where a piece of a student's work is marked, and the small mark a marked cell carries.
import type { MarkingKind, TeacherAssessment } from '@brickyard/core';
import { IconCircleCheckFilled, IconCircleHalf2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const enc = encodeURIComponent;

/** `/mark/class/:class/user/:studentId/{tutorial|challenge|project}/:id` (learner-teacher.md §2). */
export const markingPath = (classId: string, studentId: string, kind: MarkingKind, itemId: string) =>
  `/mark/class/${enc(classId)}/user/${enc(studentId)}/${kind}/${enc(itemId)}`;

export function MarkIcon({ assessment }: { assessment: TeacherAssessment }) {
  const { t } = useTranslation();
  const label = t(`marking.assessment.${assessment}`);
  return assessment === 'complete' ? (
    <IconCircleCheckFilled size={16} className="mark-icon" role="img" aria-label={label} />
  ) : (
    <IconCircleHalf2 size={16} className="mark-icon" role="img" aria-label={label} />
  );
}
