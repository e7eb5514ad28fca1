/**
 * address: delivery addresses. Exactly one default whenever the member has addresses: the
 * first address becomes the default, `set_default` moves it, choosing the current default again
 * → 409 DEFAULT_ADDRESS_ALREADY_SET, deleting the default hands it to the chosen
 * `new_default_customeraddress_id` (another address of the member, in the same write) or, without
 * one, to the newest remaining address.
 */
import type { AddressInput } from '../../src/generated/model';
import { clock, db } from '../db';
import type { AddressRecord } from '../db/schemas';
import { addressView, sortAddresses } from '../db/views';
import { member } from './support/auth';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import type { Body, Problems } from './support/validate';

/** `category_other` is required when `category` is `other` (a rule the schema cannot express). */
function otherNeedsText(body: Body, problems: Problems): void {
  if (body['category'] === 'other' && body['category_other'] === undefined) problems.add('category_other', 'VALIDATION_REQUIRED');
}

const ADDRESS = { security: 'customer', fields: otherNeedsText } as const;

type AddressFields = Omit<AddressRecord, 'customeraddress_id' | 'customer_id' | 'isdefault' | 'created_at'>;

/** The stored fields of an address input (`category_other` only for `other`; fields the contract does not know are dropped). */
function addressFields(input: AddressInput): AddressFields {
  const { recipient_name, phone, address_line, sub_district, district, province, postal_code, category, category_other, is_invoice_address } = input;
  const fields = { recipient_name, phone, address_line, sub_district, district, province, postal_code, category, is_invoice_address };
  return category === 'other' ? { ...fields, category_other } : fields;
}

function ownAddress(customerId: string, id: number): AddressRecord {
  const address = db.addresses.findFirst((q) => q.where({ customer_id: customerId, customeraddress_id: id }));
  if (!address) raise('NOT_FOUND');
  return address;
}

async function makeDefault(customerId: string, id: number): Promise<void> {
  await db.addresses.updateMany((q) => q.where({ customer_id: customerId }), {
    data(a) {
      a.isdefault = a.customeraddress_id === id;
    },
  });
}

function fresh(customerId: string, id: number): AddressRecord {
  return ownAddress(customerId, id);
}

export const addressHandlers = [
  route('GET', '/api/Customer/AddressList', 'getAddressList', { security: 'customer' }, ({ session }) => {
    const customer = member(session);
    return ok(sortAddresses(db.addresses.findMany((q) => q.where({ customer_id: customer.customer_id }))).map(addressView));
  }),

  route('GET', '/api/Customer/AddressDetail', 'getAddressDetail', { security: 'customer' }, ({ query, session }) => {
    const customer = member(session);
    return ok(addressView(ownAddress(customer.customer_id, query.customeraddress_id)));
  }),

  route('POST', '/api/Customer/CreateAddress', 'createAddress', ADDRESS, async ({ body, session }) => {
    const customer = member(session);
    const existing = db.addresses.findMany((q) => q.where({ customer_id: customer.customer_id }));
    const id = Math.max(1023, ...db.addresses.all().map((a) => a.customeraddress_id)) + 1;
    const isDefault = existing.length === 0 || body.set_default === true;
    await db.addresses.create({ ...addressFields(body), customeraddress_id: id, customer_id: customer.customer_id, isdefault: isDefault, created_at: clock.now() });
    if (isDefault) await makeDefault(customer.customer_id, id);
    return ok(addressView(fresh(customer.customer_id, id)));
  }),

  route('PUT', '/api/Customer/EditAddress', 'editAddress', ADDRESS, async ({ body, session }) => {
    const customer = member(session);
    const id = body.customeraddress_id;
    ownAddress(customer.customer_id, id);
    const data = addressFields(body);
    await db.addresses.update((q) => q.where({ customer_id: customer.customer_id, customeraddress_id: id }), {
      data(a) {
        Object.assign(a, data);
        if (data.category !== 'other') delete a.category_other;
      },
    });
    if (body.set_default) await makeDefault(customer.customer_id, id);
    return ok(addressView(fresh(customer.customer_id, id)));
  }),

  route('PUT', '/api/Customer/EditDefaultAddress', 'editDefaultAddress', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    const id = body.customeraddress_id;
    const address = ownAddress(customer.customer_id, id);
    if (address.isdefault) raise('DEFAULT_ADDRESS_ALREADY_SET');
    await makeDefault(customer.customer_id, id);
    return ok(addressView(fresh(customer.customer_id, id)));
  }),

  route('PUT', '/api/Customer/DeleteAddress', 'deleteAddress', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    const { customeraddress_id: id, new_default_customeraddress_id: chosen } = body;
    const address = ownAddress(customer.customer_id, id);
    // The chosen default is checked before anything changes, so a bad choice deletes nothing.
    const others = db.addresses.findMany((q) => q.where({ customer_id: customer.customer_id })).filter((a) => a.customeraddress_id !== id);
    if (address.isdefault && chosen !== undefined && !others.some((a) => a.customeraddress_id === chosen)) {
      raise('INVALID_FORMAT', { new_default_customeraddress_id: 'INVALID_FORMAT' });
    }
    db.addresses.delete((q) => q.where({ customer_id: customer.customer_id, customeraddress_id: id }));
    let newDefault: number | undefined;
    if (address.isdefault) {
      const [newest] = others.sort((a, b) => b.created_at - a.created_at || b.customeraddress_id - a.customeraddress_id);
      newDefault = chosen ?? newest?.customeraddress_id;
      if (newDefault !== undefined) await makeDefault(customer.customer_id, newDefault);
    }
    return ok({ customeraddress_id: id, ...(newDefault !== undefined ? { new_default_customeraddress_id: newDefault } : {}) });
  }),
];
