// Reading and checking stock feeds (CSV and JSON) without the CLI: typed cells, every problem
// with its exact line (and column for JSON), uniqueness, and a lossless CSV round trip.
import { describe, expect, it } from 'vitest';
import { formatOf, parseStock } from '../../../builder-cli/stock/parse-stock';
import { convertCell } from '../../../builder-cli/stock/stock-cells';
import { formatStockProblem, type StockProblem } from '../../../builder-cli/stock/stock-rows';
import { sampleCars, toCsv } from './stock-fixtures';

const lines = (problems: StockProblem[]) => problems.map(formatStockProblem);

describe('CSV cells are typed by the Car schema', () => {
  it.each<[string, string, unknown]>([
    ['price', '36990', 36990],
    ['price', '$36,990', 36990],
    ['km', '12,000', 12000],
    ['price', '', null],
    ['price', 'null', null],
    ['year', '2024', 2024],
    ['id', '42', 42],
    ['id', 'RB-12', 'RB-12'],
    ['id', '0012', '0012'],
    ['dealership_id', '2201', 2201],
    ['reserved', 'Yes', true],
    ['certified', 'false', false],
    ['reserved', '0', false],
    ['reservable', '', null],
    ['badge', '', null],
    ['badge', 'GT SP', 'GT SP'],
    ['location', '{"name":"Sales","slug":"sales","phone":null}', { name: 'Sales', slug: 'sales', phone: null }],
    ['thumbnails', '["/a.svg","/b.svg"]', ['/a.svg', '/b.svg']],
    ['year', '20x3', '20x3'],
    ['reserved', 'maybe', 'maybe'],
    ['not_a_field', '12', '12'],
  ])('%s %j', (field, cell, value) => {
    expect(convertCell(field, cell)).toEqual({ ok: true, value });
  });

  it('an empty cell of a field that cannot be null is left out; a broken JSON cell is an error', () => {
    expect(convertCell('reserved', '')).toEqual({ ok: true, omit: true });
    expect(convertCell('name', '')).toEqual({ ok: true, omit: true });
    expect(convertCell('images', '[{')).toMatchObject({ ok: false, message: expect.stringMatching(/^cell is not valid JSON: /) });
  });
});

describe('CSV feeds', () => {
  it.each(['southern-cross-autos', 'kiwi-trails-rv', 'lone-star-trucks'])('generated %s stock written as CSV reads back to the same cars', (slug) => {
    const cars = sampleCars(slug, 30);
    const parsed = parseStock('feed.csv', toCsv(cars), 'csv');
    expect(parsed.problems).toEqual([]);
    // A CSV has a cell for every column: a car without a price type (issue 19) reads back with null there.
    expect(parsed.rows.map((r) => r.data)).toEqual(cars.map((c) => ({ price_type: null, ...c })));
    expect(parsed.rows.map((r) => r.line)).toEqual(cars.map((_, i) => i + 2));
  });

  it('reports every problem of every row at the line the row starts on (multi-line cells and blank lines counted)', () => {
    const csv = [
      'id,name,slug,make,model,year,price,status,car_type,dealership_id,show_on_dealer_website,vin,images,description',
      '1,2024 Mazda CX-5,cx-5-1,Mazda,CX-5,2024,36990,in_stock,new,1101,true,JM0KF1111111111AA,,"<p>Two',
      'lines</p>"',
      '2,2023 Mazda3,mazda3-2,Mazda,Mazda3,2023,POA,instock,used,1101,true,,,',
      '',
      '3,2022 Mazda2,mazda2-3,Mazda,Mazda2,20x3,19990,in_stock,used,1101,yes,jm0kf1111111111aa,[{,',
      '4,2021 Mazda6,cx-5-1,Mazda,,2021,,sold,used,1101,false,,[],',
      '',
    ].join('\n');
    const parsed = parseStock('feed.csv', csv, 'csv');
    expect(lines(parsed.problems)).toEqual([
      'feed.csv:4 error stock-row /price must be number or null',
      'feed.csv:4 error stock-row /status must be one of "in_stock", "coming_soon", "sold" (did you mean "in_stock"?)',
      'feed.csv:6 error stock-row /images cell is not valid JSON: ' +
        (() => {
          try {
            JSON.parse('[{');
          } catch (e) {
            return (e as Error).message;
          }
          return '';
        })(),
      'feed.csv:6 error stock-row /year must be integer',
      'feed.csv:6 error stock-row /vin duplicate vin "JM0KF1111111111AA": also used by the car on line 2',
      'feed.csv:7 error stock-row /model missing required property "model"',
      'feed.csv:7 error stock-row /slug duplicate slug "cx-5-1": also used by the car on line 2',
    ]);
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 4, 6, 7]);
  });

  it('names unknown columns with a suggestion, and duplicate ids written as number and text', () => {
    const csv =
      'id,name,slug,make,model,year,status,car_type,dealership_id,show_on_dealer_website,colur\n12,A,a-12,Kia,Rio,2020,in_stock,used,1,true,Red\n12,B,b-12,Kia,Rio,2020,in_stock,used,1,true,Blue\n';
    expect(lines(parseStock('f.csv', csv, 'csv').problems)).toEqual([
      'f.csv:2 error stock-row /colur unknown property "colur" (did you mean "colour"?)',
      'f.csv:3 error stock-row /colur unknown property "colur" (did you mean "colour"?)',
      'f.csv:3 error stock-row /id duplicate id "12": also used by the car on line 2',
    ]);
  });

  it('reports a broken header, a row with the wrong number of cells and an unclosed quote as csv-syntax', () => {
    expect(lines(parseStock('f.csv', 'id,name,,id\n1,a,b,c\n', 'csv').problems)).toEqual([
      'f.csv:1 error csv-syntax / header column 3 has no name',
      'f.csv:1 error csv-syntax /id column "id" appears twice in the header',
    ]);
    const header = 'id,name,slug,make,model,year,status,car_type,dealership_id,show_on_dealer_website';
    expect(lines(parseStock('f.csv', `${header}\n1,A,a-1,Kia,Rio,2020,in_stock,used,1\n`, 'csv').problems)).toEqual([
      'f.csv:2 error csv-syntax / row has 9 cells but the header has 10 columns',
    ]);
    const unclosed = `${header}\n1,A,a-1,Kia,Rio,2020,in_stock,used,1,true\n2,"B,b-2,Kia,Rio,2020,in_stock,used,1,true\n3,C,c-3,Kia,Rio,2020,in_stock,used,1,true\n`;
    expect(lines(parseStock('f.csv', unclosed, 'csv').problems)).toEqual([
      'f.csv:3 error csv-syntax / a quoted cell of the row starting on this line is never closed',
    ]);
    expect(lines(parseStock('f.csv', '', 'csv').problems)).toEqual(['f.csv:1 error csv-syntax / the file is empty: expected a header row of Car field names']);
  });
});

describe('JSON feeds', () => {
  const car = (id: number | string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      id,
      name: `Car ${id}`,
      slug: `car-${id}`,
      make: 'Ram',
      model: '1500',
      year: 2024,
      status: 'in_stock',
      car_type: 'new',
      dealership_id: 4401,
      show_on_dealer_website: true,
      ...extra,
    });
  const doc = [
    '{',
    '  "$schema": "../../schemas/stock.schema.json",',
    '  "schemaVersion": 1,',
    '  "cars": [',
    `    ${car(1, { vin: '1C6SRFFT0RN000001' })},`,
    `    ${car('1', { slug: 'car-one', price: 'cheap' })},`,
    `    ${car(3, { vin: '1c6srfft0rn000001', status: 'sold', sold_date_timestamp: '2026-11-19' })},`,
    `    ${JSON.stringify({ id: 4, name: 'No make', slug: 'car-4', model: 'F-150', year: 2024, status: 'in_stock', car_type: 'new', dealership_id: 4401, show_on_dealer_website: true })},`,
    '    "not a car"',
    '  ]',
    '}',
  ];
  const col = (line: number, needle: string) => doc[line - 1]!.indexOf(needle) + 1;

  it('points at line:col of the offending value, or of the row for a missing field', () => {
    const parsed = parseStock('stock.json', doc.join('\n'), 'json');
    expect(lines(parsed.problems)).toEqual([
      `stock.json:6:${col(6, '"cheap"')} error stock-row /price must be number or null`,
      `stock.json:6:${col(6, '"1"')} error stock-row /id duplicate id "1": also used by the car on line 5:5`,
      `stock.json:7:${col(7, '"2026-11-19"')} error stock-row /sold_date_timestamp must be integer or null`,
      `stock.json:7:${col(7, '"1c6s')} error stock-row /vin duplicate vin "1C6SRFFT0RN000001": also used by the car on line 5:5`,
      'stock.json:8:5 error stock-row /make missing required property "make"',
      'stock.json:9:5 error stock-row / must be object',
    ]);
  });

  it("accepts a bare array of cars and keeps a stock document's generated block", () => {
    const array = parseStock('cars.json', `[${car(1)},\n${car(2)}]`, 'json');
    expect(array.problems).toEqual([]);
    expect(array.rows.map((r) => [r.line, r.col])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const generated = parseStock(
      's.json',
      JSON.stringify({ schemaVersion: 1, generated: { seed: 3, at: '2026-11-20T00:00:00Z' }, cars: [JSON.parse(car(1))] }),
      'json',
    );
    expect(generated.problems).toEqual([]);
    expect(generated.generated).toEqual({ seed: 3, at: '2026-11-20T00:00:00Z' });
  });

  it('checks the document itself against stock.schema.json, and reports JSON syntax with its position', () => {
    const bad = parseStock('s.json', '{\n  "schemaVersion": 2,\n  "feed": "x",\n  "cars": []\n}', 'json');
    expect(lines(bad.problems)).toEqual([
      's.json:3:11 error stock-document /feed unknown property "feed"',
      's.json:2:20 error stock-document /schemaVersion must be 1',
    ]);
    expect(lines(parseStock('s.json', '{ "cars": [ }', 'json').problems)).toEqual(['s.json:1:13 error json-syntax / Invalid JSON: value expected']);
    expect(lines(parseStock('s.json', '{ "vehicles": [] }', 'json').problems)).toEqual([
      's.json:1:1 error stock-document / must be a stock document {"cars": [...]} or an array of cars',
    ]);
  });

  it('the feed format comes from the file extension', () => {
    expect([formatOf('a.json'), formatOf('B.CSV'), formatOf('c.xlsx'), formatOf('noext')]).toEqual(['json', 'csv', null, null]);
  });
});
