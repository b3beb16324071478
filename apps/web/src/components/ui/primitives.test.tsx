import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('primitives', () => {
  it('Button defaults to type=button so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('Dialog opens as a labelled modal, at most 560px wide, and closes on Escape', async () => {
    const warn = vi.spyOn(console, 'warn');
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Welcome back</DialogTitle>
          <DialogDescription>Sign in to your account</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(dialog).toHaveAccessibleDescription('Sign in to your account');
    expect(dialog.className).toContain('max-w-[560px]');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('Tabs switch with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="daily">
        <TabsList>
          <TabsTrigger value="daily">Daily Feeds</TabsTrigger>
          <TabsTrigger value="personal">Your Feeds</TabsTrigger>
        </TabsList>
        <TabsContent value="daily">daily list</TabsContent>
        <TabsContent value="personal">personal list</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'Daily Feeds' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Your Feeds' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('personal list');
  });
});
