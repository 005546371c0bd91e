import { z } from 'zod';
import { IdSchema } from '../model/common.ts';
import { ColourSchema, ImageRefSchema } from '../model/content.ts';
import { message } from './messages.ts';

/** A published course as lists show it (the class details page, the course picker). */
export const CourseSummarySchema = z.object({
  _id: IdSchema,
  title: z.string(),
  language: z.string(),
  thumbnail: ImageRefSchema.optional(),
  colour: ColourSchema.optional(),
  /** Marked "in development" by an admin: only beta testers see it. */
  inDevelopment: z.literal(true).optional(),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** `PUT /api/users/{id}/update-course`: the course the learner follows on their learn home. */
export const UpdateCourseBodySchema = z.object({ currentCourse: IdSchema.nullable() }).strict();
export type UpdateCourseBody = z.infer<typeof UpdateCourseBodySchema>;
export const COURSE_NOT_AVAILABLE = message('courseNotAvailable');
