import { z } from 'zod';
import { IdSchema } from '../model/common.ts';

export const ClassCodeExistsResponseSchema = z.object({ exists: z.boolean() });

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

export const ALREADY_IN_CLASS = 'You are already part of that class';
export const INVALID_CLASS_CODE = 'Sorry, the class code was invalid, please check the code and try again';
/** Student signup with a code no open class has. */
export const UNKNOWN_CLASS_CODE = 'No class has this code. Check it with your teacher and try again.';
export const JOINED_CLASS = 'Successfully joined Class';

/** `POST /api/classes/{id}/beta-testers`: how many students now hold the betaTester role. */
export const BetaTestersResponseSchema = z.object({ students: z.number().int() });
