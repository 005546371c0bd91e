import { useParams } from 'react-router-dom';
import { CourseHome } from './CourseHome.tsx';

/** /learn/course-preview/:course: authors look at any course of their community as learners will, unlocked. */
export function CoursePreviewPage() {
  const { course = '' } = useParams();
  return <CourseHome courseId={course} preview coursePreview />;
}
