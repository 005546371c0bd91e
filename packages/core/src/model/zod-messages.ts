// zod's own messages ("Too big: expected string to have <=100 characters") said with the catalogue's keys, for
// the checks a schema left without a message of its own: every message a schema gives then has a key
// (api/messages.ts). `model/common.ts`, which every schema file imports, installs it.
import { z } from 'zod';
import {
  FIELDS,
  type FieldName,
  keyed,
  type MessageKey,
  type ParamsArg,
  requestMessage,
} from '../api/messages.ts';

/** The text of a catalogue message made while reading a request (its field is the request's spelling). */
const message = <K extends MessageKey>(key: K, ...params: ParamsArg<K>) =>
  requestMessage(keyed(key, ...params));

/** The field an issue is about: the last named step of its path, as `FIELDS` names it when it is listed. */
const fieldOf = (path: readonly PropertyKey[] | undefined) => {
  const name = [...(path ?? [])].reverse().find((step): step is string => typeof step === 'string');
  if (name === undefined) return undefined;
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.hasOwn(FIELDS, camel) ? (camel as FieldName) : name;
};

type Issue = z.core.$ZodRawIssue;

const tooBig = (issue: Issue & { code: 'too_big' }, field: string) => {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return message('maxChars', { field, max });
  if (issue.origin === 'array' || issue.origin === 'set') return message('tooManyEntries', { field, max });
  return message('atMost', { field, max });
};

const tooSmall = (issue: Issue & { code: 'too_small' }, field: string) => {
  const min = Number(issue.minimum);
  if (issue.origin === 'string')
    return min <= 1 ? message('required', { field }) : message('minChars', { field, min });
  if (issue.origin === 'array' || issue.origin === 'set') return message('tooFewEntries', { field, min });
  return message('atLeast', { field, min });
};

const wrongType = (issue: Issue & { code: 'invalid_type' }, field: string) => {
  if (issue.input === undefined || issue.input === null) return message('required', { field });
  switch (issue.expected) {
    case 'string':
      return message('mustBeText', { field });
    case 'number':
    case 'int':
    case 'bigint':
      return message('mustBeNumber', { field });
    case 'boolean':
      return message('trueOrFalse', { field });
    case 'array':
      return message('mustBeList', { field });
    case 'object':
    case 'record':
      return message('mustBeObject', { field });
    default:
      return message('notValid', { field });
  }
};

/** The catalogue's text for an issue zod would word itself. */
export const catalogueMessage = (issue: Issue): string => {
  const field = fieldOf(issue.path);
  if (issue.code === 'unrecognized_keys')
    return message('unknownFields', { names: issue.keys.map((name) => `"${name}"`).join(', ') });
  if (field === undefined) return message('valueNotValid');
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue, field);
    case 'too_small':
      return tooSmall(issue, field);
    case 'invalid_type':
      return wrongType(issue, field);
    case 'not_multiple_of':
      return message('mustBeWholeNumber', { field });
    case 'invalid_value':
      return message('oneOf', { field, values: issue.values.map(String).join(', ') });
    default:
      return message('notValid', { field });
  }
};

let installed = false;
/** Makes zod say its own messages with the catalogue's keys (once per process or page). */
export const installCatalogueMessages = () => {
  if (installed) return;
  installed = true;
  z.config({ customError: catalogueMessage });
};
