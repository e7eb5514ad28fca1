// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server, mockControl } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO } from '@mocks/identities';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderService } from '@test-support/screens/account';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetApp());
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

describe('my services', () => {
  it('lists the linked number masked, with service name, payment type, rating status and the Buddhist-era linked date (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderService(paths.myService);
    const card = await screen.findByTestId('linked-service-1000234567');
    expect(within(card).getByTestId('linked-service-number')).toHaveTextContent('08x-xxx-5678');
    expect(within(card).getByText('มือถือรายเดือน')).toBeInTheDocument();
    expect(within(card).getByTestId('linked-service-property')).toHaveTextContent('รายเดือน');
    expect(within(card).getByTestId('linked-service-rating')).toHaveTextContent('สะสมคะแนนได้');
    expect(within(card).getByText('ผูกเมื่อ 2 มี.ค. 2567')).toBeInTheDocument();
    expect(screen.getByText('มีเบอร์ที่ผูกกับสมาชิกของคุณ 1 เบอร์')).toBeInTheDocument();
    // The full number is never on screen.
    expect(document.body).not.toHaveTextContent(DEMO.member.mobile);
    expect(screen.getByTestId('service-add')).toHaveAttribute('href', paths.addService);
  });

  it('shows a prepaid number that is not rated yet (English)', async () => {
    await setLang('en');
    await signInAs('passport');
    renderService(paths.myService);
    const card = await screen.findByTestId('linked-service-1000456789');
    expect(within(card).getByTestId('linked-service-number')).toHaveTextContent('08x-xxx-6789');
    expect(within(card).getByText('Prepaid mobile')).toBeInTheDocument();
    expect(within(card).getByTestId('linked-service-property')).toHaveTextContent('Prepaid');
    expect(within(card).getByTestId('linked-service-rating')).toHaveTextContent('Not earning points yet');
    expect(within(card).getByText('Linked on 10 Jan 2025')).toBeInTheDocument();
    expect(screen.getByText('1 number is linked to your membership.')).toBeInTheDocument();
  });

  it('offers to add a number when none is linked', async () => {
    db.linkedServices.deleteMany((q) => q.where({ customer_id: DEMO.member.customerId }));
    await setLang('en');
    await signInAs('member');
    renderService(paths.myService);
    const empty = await screen.findByTestId('service-empty');
    expect(within(empty).getByRole('heading', { name: 'No number linked yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Add a number' })).toHaveAttribute('href', paths.addService);
  });

  it('shows a skeleton while loading, and a failed load with a retry that recovers', async () => {
    await setLang('en');
    await signInAs('member');
    mockControl.setFault('GET /api/Customer/ServiceList', 'server-error');
    renderService(paths.myService);
    expect(screen.getByTestId('service-skeleton')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    mockControl.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('linked-service-1000234567')).toBeInTheDocument());
  });
});
