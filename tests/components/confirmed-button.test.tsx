/**
 * The list screens' delete and disable buttons (`ConfirmedButton`): the button names its row for a
 * screen reader, asks first in the screen's language, acts only once confirmed, keeps its OK
 * button busy until the action has finished, does nothing when the question is cancelled, and is
 * off, saying why, on a row that cannot take the action.
 */
import { screen, waitFor } from '@testing-library/react';
import { StopOutlined } from '@ant-design/icons';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmedButton } from '../../app/components/admin/ConfirmedButton';
import { fastUser, renderInAdmin } from './render';

/** A promise whose end the test decides. */
function heldAction() {
  let finish: () => void = () => {};
  const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { action, finish: () => finish() };
}

describe('a confirmed row button', () => {
  it.each([
    ['en_US', 'Delete: Tax news', 'Delete “Tax news”? This removes it in every language.', 'Delete', 'Cancel'],
    ['de_DE', 'Löschen: Tax news', '„Tax news“', 'Löschen', 'Abbrechen'],
  ] as const)('asks before deleting, in %s, and deletes only once confirmed, busy until done', async (lang, label, question, ok, cancel) => {
    const user = fastUser();
    const { action, finish } = heldAction();
    renderInAdmin(<ConfirmedButton name="Tax news" onConfirm={action} />, lang);

    await user.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText((text) => text.includes(question))).toBeTruthy();
    expect(screen.getByRole('button', { name: cancel })).toBeTruthy();
    expect(action).not.toHaveBeenCalled();

    const okButton = screen.getByRole('button', { name: ok });
    await user.click(okButton);
    expect(action).toHaveBeenCalledTimes(1);
    // antd awaits the action: its OK button spins until the promise ends.
    await waitFor(() => expect(okButton.className).toContain('ant-btn-loading'));
    finish();
    await waitFor(() => expect(okButton.className).not.toContain('ant-btn-loading'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the question is cancelled', async () => {
    const user = fastUser();
    const action = vi.fn(async () => {});
    renderInAdmin(<ConfirmedButton name="Tax news" hint="Pages that link to it keep the link." onConfirm={action} />);
    await user.click(screen.getByRole('button', { name: 'Delete: Tax news' }));
    expect(await screen.findByText('Pages that link to it keep the link.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(action).not.toHaveBeenCalled();
  });

  it('takes its own action word and question, as disabling an account does', async () => {
    const user = fastUser();
    const action = vi.fn(async () => {});
    renderInAdmin(<ConfirmedButton action="Disable" name="maria" question="Disable account maria?" icon={<StopOutlined />} onConfirm={action} />);
    await user.click(screen.getByRole('button', { name: 'Disable: maria' }));
    expect(await screen.findByText('Disable account maria?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('is off and says why when the row cannot take the action, asking nothing', async () => {
    const user = fastUser();
    const action = vi.fn(async () => {});
    const why = 'This is your own account.';
    renderInAdmin(<ConfirmedButton action="Disable" name="maria" disabledBecause={why} icon={<StopOutlined />} onConfirm={action} />);
    const button = screen.getByRole('button', { name: 'Disable: maria' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-description')).toBe(why);
    // Its tooltip on hover is checked in the browser (tests/e2e/admin-settings.test.ts): jsdom sends no pointer events to a disabled button.
    await user.click(button);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });
});
