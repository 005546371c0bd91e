import { z } from 'zod';
import { JoinClassCodeSchema } from '../model/class.ts';
import { IdSchema } from '../model/common.ts';
import { message } from './messages.ts';

export const ClassCodeExistsResponseSchema = z.object({ exists: z.boolean() });

/** "Join Class": the code a student types (the path of `POST /api/classes/addUserToClass/{code}`). */
export const JoinClassParamsSchema = z.object({ code: JoinClassCodeSchema });

/** What a student learns about the class they joined. */
/**
 * The class a student joined, the class's courses open to them (in the class's order) and their current course
 * afterwards: the first of those courses when there is one (issue 18, "Joining a class picks its course").
 */
export const JoinedClassSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  classId: z.string(),
  courses: z.array(IdSchema),
  currentCourse: IdSchema.nullable(),
});
export type JoinedClass = z.infer<typeof JoinedClassSchema>;

export const JOINED_CLASS = message('joinedClass');

/** `POST /api/classes/{id}/beta-testers`: how many students now hold the betaTester role. */
export const BetaTestersResponseSchema = z.object({ students: z.number().int() });
