"""Pure rules of the three games. Nothing here may import pygame."""
