export * from './api/auth.ts';
export * from './api/common.ts';
export * from './model/common.ts';
export * from './model/learning-environment.ts';
export * from './model/user.ts';
export * from './rules/access.ts';
export * from './rules/roles.ts';
export * from './rules/permissions.ts';
