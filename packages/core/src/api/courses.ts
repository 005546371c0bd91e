import { z } from 'zod';
import { IdSchema } from '../model/common.ts';

/** A published course as lists show it (the class details page, the course picker). */
export const CourseSummarySchema = z.object({ _id: IdSchema, title: z.string(), language: z.string() });
export type CourseSummary = z.infer<typeof CourseSummarySchema>;
