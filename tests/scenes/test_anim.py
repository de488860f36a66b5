"""Tweens and cards in flight: what moves on the table, and how it lands."""

from __future__ import annotations

import pygame
import pytest

from scenes.core.anim import Animator
from scenes.core.sprites import CardSprite


def test_tween_midpoint_and_replacement():
    class Thing:
        x = 0.0

    anim = Animator()
    t = Thing()
    anim.animate(t, 1.0, "linear", x=10)
    anim.update(0.5)
    assert t.x == pytest.approx(5.0)
    anim.animate(t, 1.0, "linear", x=0)  # replaces the running tween on x
    anim.update(1.0)
    assert t.x == pytest.approx(0.0) and not anim.busy


def test_instant_speed_finishes_tweens_at_once():
    class Thing:
        x = 0.0

    done = []
    anim = Animator(speed=0)
    t = Thing()
    anim.animate(t, 2.0, x=4, on_done=lambda: done.append(1))
    assert t.x == 4 and done == [1] and not anim.busy


def test_a_card_in_flight_is_high_far_from_its_place_and_lands_on_it():
    """A flying card's shadow falls further while it is far from its place (`CardSprite.height`), none once down."""
    anim = Animator()
    card = CardSprite("red3", 0, 0, 50, 70)
    card.place(pygame.Rect(400, 300, 50, 70), anim, 1.0, "linear")
    heights = []
    for _ in range(10):
        heights.append(card.height)
        anim.update(0.1)
    assert heights[0] == 1.0 and heights == sorted(heights, reverse=True) and 0 < heights[-1] < 1
    anim.update(0.1)
    assert card.height == 0.0 and not card.moving and card.rect == pygame.Rect(400, 300, 50, 70)
