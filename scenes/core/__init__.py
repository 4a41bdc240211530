"""The shell: window and scene stack, base scene, input, resources, theme, audio, storage."""
