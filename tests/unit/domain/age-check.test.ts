import { describe, expect, it } from 'vitest'
import {
  AGE_STORAGE_KEY, isAlcohol, LEGAL_AGE, needsAgeConfirmation, parseStoredAgeConfirmation, serializeAgeConfirmation,
} from '../../../domain/age-check'
import { demoPlatform, itemById } from './demo-data'

const lumiere = demoPlatform('lumiere')
const PILS = itemById(lumiere, 100043)
const ALCOHOL_FREE_BEER = itemById(lumiere, 100046)
const COLA = itemById(lumiere, 100036)
const MENU_BURGER = itemById(lumiere, 100025)

describe('age check', () => {
  it('uses legal age 18 and the confirmAge storage key', () => {
    expect(LEGAL_AGE).toBe(18)
    expect(AGE_STORAGE_KEY).toBe('confirmAge')
  })

  it('flags Pils as alcohol but not the alcohol-free beer', () => {
    expect(isAlcohol(PILS)).toBe(true)
    expect(isAlcohol(ALCOHOL_FREE_BEER)).toBe(false)
    expect(isAlcohol({ isAlcohol: true })).toBe(true)
    expect(isAlcohol({ picker_is_alcohol: null })).toBe(false)
  })

  it('asks before an alcoholic product when the age is not yet confirmed', () => {
    expect(needsAgeConfirmation([PILS], null)).toBe(true)
    expect(needsAgeConfirmation([PILS], undefined)).toBe(true)
    expect(needsAgeConfirmation([PILS], true)).toBe(false)
  })

  it('asks when any product chosen in a composition is alcohol', () => {
    expect(needsAgeConfirmation([MENU_BURGER, COLA], null)).toBe(false)
    expect(needsAgeConfirmation([MENU_BURGER, COLA, PILS], null)).toBe(true)
  })

  it('keeps blocking alcohol after a stored refusal', () => {
    expect(needsAgeConfirmation([PILS], false)).toBe(true)
    expect(needsAgeConfirmation([COLA], false)).toBe(false)
  })

  it('reads only stored booleans, treating anything else as unanswered', () => {
    expect(parseStoredAgeConfirmation(serializeAgeConfirmation(true))).toBe(true)
    expect(parseStoredAgeConfirmation(serializeAgeConfirmation(false))).toBe(false)
    for (const raw of [null, undefined, '', 'yes', '1', '{"confirmAge":true}']) {
      expect(parseStoredAgeConfirmation(raw)).toBeNull()
    }
  })
})
