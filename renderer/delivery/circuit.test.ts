import { describe, expect, it } from 'vitest';
import { createCircuit } from './circuit';

describe('the Delivery API circuit (spec 8.6)', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('fails calls at once during the cool-off after an outage, then lets one trial through', () => {
    const time = clock();
    const circuit = createCircuit(time.now, 10_000);
    expect(circuit.allow()).toBe(true);
    circuit.failed();
    expect(circuit.state()).toBe('down');
    expect(circuit.allow()).toBe(false);
    expect(circuit.retryAfterSeconds()).toBe(10);
    time.advance(10_000);
    expect(circuit.state()).toBe('unknown');
    expect(circuit.allow()).toBe(true);
    // One trial at a time: the others still fail fast until it reports.
    expect(circuit.allow()).toBe(false);
    circuit.succeeded();
    expect(circuit.state()).toBe('up');
    expect(circuit.allow()).toBe(true);
  });

  it("keeps the API's Retry-After as its cool-off", () => {
    const time = clock();
    const circuit = createCircuit(time.now, 10_000);
    circuit.failed(30_000);
    expect(circuit.retryAfterSeconds()).toBe(30);
    time.advance(29_000);
    expect(circuit.allow()).toBe(false);
    time.advance(1_000);
    expect(circuit.allow()).toBe(true);
  });

  it('a failed trial opens it again', () => {
    const time = clock();
    const circuit = createCircuit(time.now, 5_000);
    circuit.failed();
    time.advance(5_000);
    expect(circuit.allow()).toBe(true);
    circuit.failed();
    expect(circuit.state()).toBe('down');
    expect(circuit.allow()).toBe(false);
  });

  it('an answer vouches for the API only for a while', () => {
    const time = clock();
    const circuit = createCircuit(time.now, 5_000, 10_000);
    expect(circuit.state()).toBe('unknown');
    circuit.succeeded();
    expect(circuit.state()).toBe('up');
    time.advance(10_001);
    expect(circuit.state()).toBe('unknown');
  });
});
