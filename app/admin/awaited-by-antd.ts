/**
 * antd's Popconfirm waits for the promise its `onConfirm` returns: the OK button spins until the
 * action is done, and the popup closes only then. Its type says `() => void` all the same, so
 * handing it an async action would read as a forgotten promise. This says it is not: the action
 * keeps its promise for antd, and the type-aware lint keeps watching every other handler.
 */
export function awaitedByAntd(action: () => Promise<unknown>): () => void {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the one place antd's `void` type meets the promise it awaits
  return action;
}
