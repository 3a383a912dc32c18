/**
 * Findings of this suite whose fix belongs to work under way elsewhere (issue 9). Each names the
 * operation, the exact kind of input and the status it gives today; every other answer of that
 * operation is still judged. Remove an entry as soon as its fix is merged: the suite then checks
 * that input like the rest.
 */
import type { FuzzRequest } from './requests.js';

export interface KnownFinding {
  /** Where it is tracked. */
  issue: string;
  operation: string;
  /** The input it is about, in words. */
  input: string;
  matches(request: FuzzRequest): boolean;
  status: number;
}

export const knownFindings: KnownFinding[] = [];

export function knownFinding(request: FuzzRequest, status: number): KnownFinding | undefined {
  return knownFindings.find((f) => f.operation === request.operation && f.status === status && f.matches(request));
}
