import { expect, it } from '@jest/globals'
import { mapInOrder } from '../../src/util/in-order.js'

/** A call that resolves when told to, so a test decides the order things finish in. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined
  const promise = new Promise<void>(resolve => (open = resolve))
  return { promise, open }
}

it("answers in the list's order, whatever order the calls finish in", async () => {
  const gates = Array.from({ length: 5 }, gate)
  const answers = mapInOrder([0, 1, 2, 3, 4], 5, async i => {
    await gates[i].promise
    return i * 10
  })
  for (const i of [3, 0, 4, 1, 2]) gates[i].open()
  expect(await answers).toEqual([0, 10, 20, 30, 40])
})

it('keeps at most `limit` calls in flight, and starts the next as one ends', async () => {
  let inFlight = 0
  let most = 0
  const started: number[] = []
  const gates = Array.from({ length: 7 }, gate)
  const answers = mapInOrder([0, 1, 2, 3, 4, 5, 6], 3, async i => {
    started.push(i)
    most = Math.max(most, ++inFlight)
    await gates[i].promise
    inFlight--
    return i
  })
  await Promise.resolve()
  expect(started).toEqual([0, 1, 2])
  gates[1].open()
  await new Promise(r => setImmediate(r))
  expect(started).toEqual([0, 1, 2, 3])
  for (const g of gates) g.open()
  expect(await answers).toEqual([0, 1, 2, 3, 4, 5, 6])
  expect(most).toBe(3)
})

it('answers an empty list, and a limit below one as one', async () => {
  expect(await mapInOrder([], 8, async () => 1)).toEqual([])
  let inFlight = 0
  let most = 0
  await mapInOrder([1, 2, 3], 0, async () => {
    most = Math.max(most, ++inFlight)
    await new Promise(r => setImmediate(r))
    inFlight--
  })
  expect(most).toBe(1)
})

it('answers every item under a limit that is no number', async () => {
  for (const limit of [Number.NaN, Number.POSITIVE_INFINITY])
    expect(await mapInOrder([1, 2, 3], limit, async i => i * 2)).toEqual([2, 4, 6])
})

it('fails with the first failure, and starts nothing after it', async () => {
  const started: number[] = []
  await expect(
    mapInOrder([1, 2, 3, 4, 5], 2, async i => {
      started.push(i)
      if (i === 2) throw new Error('unreadable')
      await new Promise(r => setImmediate(r))
      return i
    })
  ).rejects.toThrow('unreadable')
  await new Promise(r => setImmediate(r))
  expect(started).toEqual([1, 2])
})
