// The calls of the two signups. None carries a token: the caller has no account yet.
import type {
  EstablishmentSummary,
  LearningEnvironmentCreate,
  StudentSignup,
  TeacherSignup,
  TeacherSignupCheck,
  User,
} from '@brickyard/core';
import { request } from '../../api/client.ts';

const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  request<T>(path, { method: 'POST', body, auth: false, signal });

export const classCodeExists = async (code: string) =>
  (await post<{ exists: boolean }>(`/api/classes/classCodeExists/${encodeURIComponent(code)}`, undefined))
    .exists;

export const generateUsername = async (firstname: string) =>
  (await post<{ generatedName: string }>('/api/users/generateUsername', { firstname })).generatedName;

export const createStudent = (body: StudentSignup) => post<User>('/api/users', body);

export const checkTeacher = (body: TeacherSignupCheck) => post<{ ok: true }>('/api/users/signup/check', body);

export const searchEstablishments = async (query: string, signupCode: string, signal?: AbortSignal) =>
  (
    await post<{ items: EstablishmentSummary[] }>(
      '/api/learning_environments/search',
      { query, signupCode },
      signal,
    )
  ).items;

export type NewEstablishment = LearningEnvironmentCreate;

export const createTeacher = (body: TeacherSignup) => post<User>('/api/users', body);
