// ADF 1.0 output, parsed back with fast-xml-parser: structure, values and escaping.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { adfDate, leadToAdf, nameParts, type AdfOptions } from '../../../server/leads/adf';

const options: AdfOptions = {
  vendorName: 'Riverbend Mazda',
  vendorPhone: '07 5550 4100',
  vendorEmail: 'sales@riverbend.test',
  providerName: 'Dealer Platform',
  providerUrl: 'https://www.riverbend.test',
  requestDate: new Date('2026-03-01T09:30:15.123Z'),
  currency: 'AUD',
  fieldLabels: { preferred_time: 'Preferred time' },
};

const lead = {
  lead_id: 'abc123',
  form: 'test-drive',
  name: 'Jane Citizen',
  email: 'jane@example.test',
  phone: '0412 345 678',
  postcode: '4006',
  message: 'Can I bring my dog?',
  preferred_time: 'Saturday morning',
  source: 'Website',
  user_agent: 'Mozilla',
  vehicle: { year: 2022, make: 'Mazda', model: 'CX-5', vin: 'JM0KF123', stock_number: 'U123', price: 31990, car_type: 'used' },
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
// Parsed XML is walked loosely: the assertions themselves check the shape.
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed XML of any shape

function parse(xml: string): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Node;
}

describe('leadToAdf', () => {
  const xml = leadToAdf(lead, options);
  const doc = parse(xml);
  const prospect = doc.adf.prospect as Node;

  it('starts with the XML declaration and the ADF 1.0 processing instruction', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  });

  it('has one prospect with id and an ISO 8601 requestdate', () => {
    expect(prospect.id['#text']).toBe('abc123');
    expect(prospect.id['@_source']).toBe('Dealer Platform');
    expect(prospect.requestdate).toBe('2026-03-01T09:30:15+00:00');
    expect(Number.isNaN(Date.parse(prospect.requestdate))).toBe(false);
  });

  it('describes the vehicle: interest, status, year, make, model, vin, stock, price', () => {
    expect(prospect.vehicle).toMatchObject({
      '@_interest': 'buy',
      '@_status': 'used',
      year: '2022',
      make: 'Mazda',
      model: 'CX-5',
      vin: 'JM0KF123',
      stock: 'U123',
    });
    expect(prospect.vehicle.price).toMatchObject({ '#text': '31990', '@_type': 'asking', '@_currency': 'AUD' });
  });

  it('describes the customer: first and last name, email, phone, postcode and comments', () => {
    const contact = prospect.customer.contact as Node;
    expect(contact.name).toEqual([
      { '#text': 'Jane', '@_part': 'first' },
      { '#text': 'Citizen', '@_part': 'last' },
    ]);
    expect(contact.email).toBe('jane@example.test');
    expect(contact.phone['#text']).toBe('0412 345 678');
    expect(contact.address.postalcode).toBe('4006');
    expect(prospect.customer.comments).toBe('Can I bring my dog?\n\nPreferred time: Saturday morning');
  });

  it('names the vendor (dealer) and the provider (platform)', () => {
    expect(prospect.vendor.vendorname).toBe('Riverbend Mazda');
    expect(prospect.vendor.contact.name['#text']).toBe('Riverbend Mazda');
    expect(prospect.provider.name['#text']).toBe('Dealer Platform');
    expect(prospect.provider.service).toBe('Website lead: test-drive');
  });

  it('element order follows the ADF DTD: requestdate, vehicle, customer, vendor, provider', () => {
    const order = ['<requestdate>', '<vehicle ', '<customer>', '<vendor>', '<provider>'].map((tag) => xml.indexOf(tag));
    expect(order.every((pos) => pos > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('escapes markup in visitor text and survives a round trip', () => {
    const nasty = '<script>alert("x")</script> & ]]> \u0001done';
    const out = leadToAdf({ ...lead, message: nasty, name: "O'Brien <b>" }, options);
    expect(out).not.toContain('<script>');
    const back = parse(out).adf.prospect as Node;
    expect(back.customer.comments.split('\n\n')[0]).toBe('<script>alert("x")</script> & ]]> done');
    expect(back.customer.contact.name[0]['#text']).toBe("O'Brien");
    expect(back.customer.contact.name[1]['#text']).toBe('<b>');
  });

  it('without a car there is no vehicle element; a named make/model still gives one', () => {
    const { vehicle: _, ...noCar } = lead;
    expect(parse(leadToAdf(noCar, options)).adf.prospect.vehicle).toBeUndefined();
    const modelOnly = parse(leadToAdf({ ...noCar, 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-60' }, options)).adf.prospect.vehicle as Node;
    expect(modelOnly).toMatchObject({ '@_status': 'new', make: 'Mazda', model: 'CX-60' });
  });

  it('a new car is status="new"', () => {
    const out = parse(leadToAdf({ ...lead, vehicle: { ...lead.vehicle, car_type: 'new' } }, options));
    expect(out.adf.prospect.vehicle['@_status']).toBe('new');
  });
});

describe('nameParts', () => {
  it.each([
    [
      { first_name: 'Jane', last_name: 'Citizen', name: 'x' },
      { first: 'Jane', last: 'Citizen' },
    ],
    [
      { first_name: 'Jane', middle_name: 'Anne', last_name: 'Citizen' },
      { first: 'Jane', middle: 'Anne', last: 'Citizen' },
    ],
    [
      { first_name: 'Jane', middle_name: ' ', last_name: 'Citizen' },
      { first: 'Jane', last: 'Citizen' },
    ],
    [{ name: 'Jane  van  Dyke' }, { first: 'Jane', last: 'van Dyke' }],
    [{ name: 'Cher' }, { first: 'Cher', last: '' }],
    [{}, { first: '', last: '' }],
  ])('%j', (input, expected) => expect(nameParts(input)).toEqual(expected));
});

it('adfDate writes seconds and an explicit UTC offset', () => {
  expect(adfDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05+00:00');
});
