/**
 * address: delivery addresses. Exactly one default whenever the member has addresses: the
 * first address becomes the default, `set_default` moves it, choosing the current default again
 * → 409 DEFAULT_ADDRESS_ALREADY_SET, deleting the default hands it to the chosen
 * `new_default_customeraddress_id` (another address of the member, in the same write) or, without
 * one, to the newest remaining address.
 */
import { clock, db } from '../db';
import type { AddressRecord } from '../db/schemas';
import { addressView, sortAddresses } from '../db/views';
import { member } from './support/auth';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import {
  MOBILE,
  POSTAL_CODE,
  Problems,
  integer,
  isBlank,
  optionalBoolean,
  queryParam,
  readJson,
  requiredBoolean,
  requiredString,
  type Body,
} from './support/validate';

type AddressFields = Omit<AddressRecord, 'customeraddress_id' | 'customer_id' | 'isdefault' | 'created_at'> & { set_default: boolean };

/** Validates AddressInput / EditAddressRequest fields (400 with `details` per field). */
function addressFields(body: Body, problems: Problems): AddressFields {
  const recipient = requiredString(body, 'recipient_name', problems, 100);
  const phone = requiredString(body, 'phone', problems, 10);
  if (phone && !MOBILE.test(phone)) problems.add('phone', 'INVALID_MOBILE');
  const addressLine = requiredString(body, 'address_line', problems, 255);
  const subDistrict = requiredString(body, 'sub_district', problems, 100);
  const district = requiredString(body, 'district', problems, 100);
  const province = requiredString(body, 'province', problems, 100);
  const postal = requiredString(body, 'postal_code', problems, 5);
  if (postal && !POSTAL_CODE.test(postal)) problems.add('postal_code', 'INVALID_FORMAT');
  const category = requiredString(body, 'category', problems, 10);
  if (category && category !== 'home' && category !== 'work' && category !== 'other') problems.add('category', 'INVALID_FORMAT');
  let categoryOther: string | undefined;
  if (category === 'other') {
    categoryOther = requiredString(body, 'category_other', problems, 100);
  }
  const invoice = requiredBoolean(body, 'is_invoice_address', problems);
  const setDefault = optionalBoolean(body, 'set_default', problems) ?? false;
  problems.check();
  return {
    recipient_name: recipient,
    phone,
    address_line: addressLine,
    sub_district: subDistrict,
    district,
    province,
    postal_code: postal,
    category: category as AddressRecord['category'],
    ...(categoryOther ? { category_other: categoryOther } : {}),
    is_invoice_address: invoice,
    set_default: setDefault,
  };
}

function addressId(body: Body): number {
  const problems = new Problems();
  const id = integer(body, 'customeraddress_id', problems, { required: true, min: 1 });
  problems.check();
  return id!;
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

  route('GET', '/api/Customer/AddressDetail', 'getAddressDetail', { security: 'customer' }, ({ url, session }) => {
    const customer = member(session);
    const id = Number(queryParam(url, 'customeraddress_id', /^[1-9][0-9]{0,9}$/));
    return ok(addressView(ownAddress(customer.customer_id, id)));
  }),

  route('POST', '/api/Customer/CreateAddress', 'createAddress', { security: 'customer' }, async ({ request, session }) => {
    const customer = member(session);
    const fields = addressFields(await readJson(request), new Problems());
    const existing = db.addresses.findMany((q) => q.where({ customer_id: customer.customer_id }));
    const id = Math.max(1023, ...db.addresses.all().map((a) => a.customeraddress_id)) + 1;
    const isDefault = existing.length === 0 || fields.set_default;
    const { set_default: _setDefault, ...data } = fields;
    await db.addresses.create({ ...data, customeraddress_id: id, customer_id: customer.customer_id, isdefault: isDefault, created_at: clock.now() });
    if (isDefault) await makeDefault(customer.customer_id, id);
    return ok(addressView(fresh(customer.customer_id, id)));
  }),

  route('PUT', '/api/Customer/EditAddress', 'editAddress', { security: 'customer' }, async ({ request, session }) => {
    const customer = member(session);
    const body = await readJson(request);
    const problems = new Problems();
    if (isBlank(body['customeraddress_id'])) problems.add('customeraddress_id', 'VALIDATION_REQUIRED');
    else if (!Number.isInteger(body['customeraddress_id']) || (body['customeraddress_id'] as number) < 1) problems.add('customeraddress_id', 'INVALID_FORMAT');
    const fields = addressFields(body, problems);
    const id = body['customeraddress_id'] as number;
    ownAddress(customer.customer_id, id);
    const { set_default: setDefault, ...data } = fields;
    await db.addresses.update((q) => q.where({ customer_id: customer.customer_id, customeraddress_id: id }), {
      data(a) {
        Object.assign(a, data);
        if (data.category !== 'other') delete a.category_other;
      },
    });
    if (setDefault) await makeDefault(customer.customer_id, id);
    return ok(addressView(fresh(customer.customer_id, id)));
  }),

  route('PUT', '/api/Customer/EditDefaultAddress', 'editDefaultAddress', { security: 'customer' }, async ({ request, session }) => {
    const customer = member(session);
    const id = addressId(await readJson(request));
    const address = ownAddress(customer.customer_id, id);
    if (address.isdefault) raise('DEFAULT_ADDRESS_ALREADY_SET');
    await makeDefault(customer.customer_id, id);
    return ok(addressView(fresh(customer.customer_id, id)));
  }),

  route('PUT', '/api/Customer/DeleteAddress', 'deleteAddress', { security: 'customer' }, async ({ request, session }) => {
    const customer = member(session);
    const body = await readJson(request);
    const problems = new Problems();
    const id = integer(body, 'customeraddress_id', problems, { required: true, min: 1 });
    const chosen = integer(body, 'new_default_customeraddress_id', problems, { min: 1 });
    problems.check();
    const address = ownAddress(customer.customer_id, id!);
    // The chosen default is checked before anything changes, so a bad choice deletes nothing.
    const others = db.addresses.findMany((q) => q.where({ customer_id: customer.customer_id })).filter((a) => a.customeraddress_id !== id);
    if (address.isdefault && chosen !== undefined && !others.some((a) => a.customeraddress_id === chosen)) {
      problems.add('new_default_customeraddress_id', 'INVALID_FORMAT');
      problems.check();
    }
    db.addresses.delete((q) => q.where({ customer_id: customer.customer_id, customeraddress_id: id! }));
    let newDefault: number | undefined;
    if (address.isdefault) {
      const [newest] = others.sort((a, b) => b.created_at - a.created_at || b.customeraddress_id - a.customeraddress_id);
      newDefault = chosen ?? newest?.customeraddress_id;
      if (newDefault !== undefined) await makeDefault(customer.customer_id, newDefault);
    }
    return ok({ customeraddress_id: id!, ...(newDefault !== undefined ? { new_default_customeraddress_id: newDefault } : {}) });
  }),
];
