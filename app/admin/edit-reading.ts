/**
 * What an edit screen read its item at (decision 0100): the `X-Edit-Sequence` of the answer its
 * form was filled from, moved on by each of the screen's own writes. Its saves send it back as
 * `If-Match`, so a save is refused (412, in words) when someone else wrote the item meanwhile,
 * instead of silently replacing their work. Pass it as `reading` to the call that loads the item
 * and to every write the screen makes; api.ts keeps it up to date.
 */
import { useCallback, useRef } from 'react';

export interface EditReading {
  /** The sequence the form's item was read at; null before it was read (a new item). */
  sequence: string | null;
}

export function useEditReading(): EditReading {
  return useRef<EditReading>({ sequence: null }).current;
}

/**
 * A reading per record, for a screen that loads and saves several, each on its own (decision
 * 0101): the settings (a language's record each, and the firm's shared facts), the labels (a
 * language's each). A save of one is refused only when that one was written since it was read.
 */
export function useEditReadings(): (record: string) => EditReading {
  const readings = useRef(new Map<string, EditReading>()).current;
  return useCallback(
    (record: string) => {
      let reading = readings.get(record);
      if (!reading) readings.set(record, (reading = { sequence: null }));
      return reading;
    },
    [readings],
  );
}
